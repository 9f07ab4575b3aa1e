// The native-host simulator over a build folder for a journey: started on a free port with its
// app's first version check made; stopped with the journey's work folder removed.
import { rmSync } from 'node:fs';
import { createSimulator, type Simulator } from '../../examples/native-host/serve';
import { close, listen } from './sandbox';

export async function openSimulator(dist: string): Promise<{ sim: Simulator; origin: string }> {
  const sim = createSimulator({ dist });
  const origin = await listen(sim);
  await sim.offline!.check();
  return { sim, origin };
}

export async function closeSimulator(sim: Simulator | undefined, work: string) {
  if (sim) await close(sim);
  rmSync(work, { recursive: true, force: true });
}
