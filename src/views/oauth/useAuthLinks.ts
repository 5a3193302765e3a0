import { useMemo } from 'react';
import { useOAuthWindow } from '../../app';
import { apiOrigin, withAccessToken } from '../../app/oauthActors';

/** The redirect URI to register ({api host}/api/oauth/callback) and the manual-link builder. */
export function useAuthLinks() {
  const w = useOAuthWindow();
  return useMemo(
    () => ({
      redirectUri: `${apiOrigin()}/api/oauth/callback`,
      linkFor: (url: string) => withAccessToken(url, w.accessToken()),
    }),
    [w],
  );
}
