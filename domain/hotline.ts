// The customer-service hotline, shown on the contact page and wherever a screen says
// "please call us". One constant, so a change of number is one line.
export const HOTLINE = '400-820-8866';
export const HOTLINE_HREF = `tel:${HOTLINE.replace(/-/g, '')}`;
export const HOTLINE_HOURS = '工作日 9:00-18:00';
