import { startTransition, useEffect, useState } from 'react';
import { apiRequest } from '@steady/api-client';
import { planResponseSchema, type PlanResponse } from '@steady/contracts';

export type PlanState = { status: 'loading' } | { status: 'ready'; plan: PlanResponse } | { status: 'failed'; error: unknown };

let planRequest: Promise<PlanResponse> | null = null;

/** The premium plan, fetched once per page load and shared by every screen that names a price. */
export function usePlan(): PlanState {
  const [state, setState] = useState<PlanState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    planRequest ??= apiRequest('/subscription/plan', { schema: planResponseSchema }).catch((error: unknown) => {
      planRequest = null;
      throw error;
    });
    // Rendered as a transition, in slices, like every answer that arrives after the page.
    const show = (loaded: PlanState) => current && startTransition(() => setState(loaded));
    planRequest.then(
      (plan) => show({ status: 'ready', plan }),
      (error: unknown) => show({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
