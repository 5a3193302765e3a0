import { Link } from 'wouter';
import { useResource } from '../../app/resource';
import { landing } from '../../i18n/landing';

/**
 * The signed-in hero card: '¡Bienvenido de nuevo!' only for someone who already has chats;
 * a new account is welcomed and pointed at its first workflow. `returning` null: not known yet.
 */
export function WelcomeCard({ returning }: { returning: boolean | null }) {
  const title = returning === null ? landing.welcomeNeutral : returning ? landing.welcomeTitle : landing.welcomeNewTitle;
  return (
    <div className="card welcome-card" aria-busy={returning === null}>
      <h2>{title}</h2>
      <p>{returning === false ? landing.welcomeNewBody : landing.welcomeBody}</p>
      <div className="row-actions">
        <Link href="/chat" className="button button-primary">
          {returning === false ? landing.welcomeNewCreate : landing.welcomeCreate}
        </Link>
        <Link href="/workflows" className="button button-ghost">
          {landing.welcomeWorkflows}
        </Link>
      </div>
    </div>
  );
}

/** WelcomeCard told by the user's chat list whether they have been here before (a failed load reads as returning). */
export function WelcomeCardConnected() {
  // The API client is loaded with the first call: the landing page ships without it (docs/performance.md).
  const list = useResource(async (signal) => (await import('../../api/endpoints')).chats.list({ signal }));
  const returning = list.data ? list.data.length > 0 : list.failed ? true : null;
  return <WelcomeCard returning={returning} />;
}
