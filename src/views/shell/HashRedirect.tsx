import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** The path a hash link such as '#/executions/{id}' points to, or null for ordinary anchors. */
export function hashToPath(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const path = hash.slice(1);
  return path.length > 1 ? path : '/';
}

/** Resolves hash paths (#/executions/{id}, #/agents/{id}, …) to the real routes. */
export function HashRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const apply = () => {
      const path = hashToPath(window.location.hash);
      if (path) navigate(path, { replace: true });
    };
    apply();
    window.addEventListener('hashchange', apply);
    return () => window.removeEventListener('hashchange', apply);
  }, [navigate]);
  return null;
}
