// esbuild's `file` loader turns an imported picture into its hashed URL.
declare module '*.png' {
  const url: string;
  export default url;
}
