import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authCommands } from '@steady/bus';
import { authCallbackQuery } from '@steady/contracts';
import { userStateChannel } from '@steady/user-state';
import { Lead, Page, PageTitle } from '@steady/ui';
import { GuestProgressOffer, hasGuestProgress } from '../../progress';
import { googleReturnIntent, useReturnPath } from '../../session';
import { completeSignIn, mirrorServerProgress } from '../api/session';

/**
 * `/auth/callback?token=` finishes a Google sign-in: the token is stored and the profile loaded, then back
 * to the page the sign-in started from (`returnTo`, same-origin only), else home.
 * Spec §8: no token, or a profile that cannot be loaded, removes the token and goes to /login.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = useReturnPath();
  const [offerGuestProgress, setOfferGuestProgress] = useState(false);
  // Back with the page, the like a guest tapped before leaving for Google (done there, once).
  const goBack = useCallback(() => {
    const intent = googleReturnIntent.take(returnPath);
    navigate(returnPath, { replace: true, state: intent ? { intent } : null });
  }, [navigate, returnPath]);
  // The token is used once, even when React runs the effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = searchParams.get(authCallbackQuery.token);
    const accountCreated = searchParams.get(authCallbackQuery.created) === '1';
    if (!token) {
      authCommands.signedOut();
      navigate('/login', { replace: true });
      return;
    }
    const offer = accountCreated && hasGuestProgress(userStateChannel.get());
    completeSignIn(token).then(
      () => {
        if (offer) return setOfferGuestProgress(true);
        void mirrorServerProgress();
        goBack();
      },
      () => navigate('/login', { replace: true }),
    );
  }, [navigate, searchParams, goBack]);

  if (offerGuestProgress) {
    return (
      <Page>
        <GuestProgressOffer onDone={goBack} />
      </Page>
    );
  }
  return (
    <Page aria-busy="true">
      <PageTitle>
        <FormattedMessage id="callback.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="callback.lead" />
      </Lead>
    </Page>
  );
}
