// The homepage rendered as the router shows it at `/`, for the home-* page tests.
import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import Home from '../../modules/home/pages/home';
import type { HomeData } from '../../modules/home/api';

/** Renders Home with `d`; with `later`, also waits for the blocks that follow the first screenful. */
export async function openHome(d: HomeData, o: { later?: boolean } = {}) {
  const { hook } = memoryLocation({ path: '/' });
  await act(async () => {
    render(
      <Router hook={hook}>
        <Home data={d} params={{}} query={new URLSearchParams()} />
      </Router>,
    );
  });
  if (o.later) await act(async () => void (await Promise.all(Object.values(d.more))));
}
