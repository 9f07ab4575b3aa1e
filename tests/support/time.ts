// Time in tests that is the observation itself, not a guess at how long work takes.
import { act } from '@testing-library/react';

/**
 * A moment in which nothing may happen: for the checks that something did not move, ask or
 * change on its own (a list asks nothing, the router stays, a failed call leaves a code alone, a
 * page show that is no restore is left alone). The time is the observation, not a guess at how
 * long work takes: a check after it that something did happen belongs in waitFor instead.
 *
 * The moment runs inside act, so whatever React would render in it is rendered before the check
 * that follows (and no "not wrapped in act" warning hides a change); with nothing of React on the
 * page, act changes nothing and the moment is a plain wait.
 */
export const nothingFor = (ms = 30): Promise<void> => act(async () => void (await new Promise((r) => setTimeout(r, ms))));
