import { useLocation } from 'wouter';
import { landing } from '../../i18n/landing';
import { Icon, type IconName } from '../../components/Icon';

type Feature = {
  key: keyof typeof landing.features;
  icon: IconName;
  /** 'locked': coming soon; 'login': needs a session; 'open': always usable. */
  access: 'locked' | 'login' | 'open';
  href?: string;
  /** No screen yet: signed-in users see 'Próximamente'. */
  soon?: boolean;
};

const FEATURES: Feature[] = [
  { key: 'marketplace', icon: 'store', access: 'login', href: '/marketplace' },
  { key: 'agents', icon: 'bot', access: 'login', href: '/agents' },
  { key: 'integrations', icon: 'plug', access: 'open', href: '#integraciones' },
  { key: 'settings', icon: 'sliders', access: 'login', soon: true },
];

/** Feature cards; locked or login-required ones show an overlay and trigger the login prompt. */
export function FeatureCards({ loggedIn, onLogin }: { loggedIn: boolean; onLogin: () => void }) {
  const [, navigate] = useLocation();

  const activate = (f: Feature) => {
    const locked = f.access === 'locked';
    const needsLogin = f.access === 'login' && !loggedIn;
    if (locked || needsLogin) {
      if (!loggedIn) onLogin();
      return;
    }
    if (!f.href) return;
    if (f.href.startsWith('#')) document.getElementById(f.href.slice(1))?.scrollIntoView({ behavior: 'smooth' });
    else navigate(f.href);
  };

  return (
    <section className="section" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        {landing.featuresTitle}
      </h2>
      <div className="grid grid-4">
        {FEATURES.map((f) => {
          const copy = landing.features[f.key];
          const overlay =
            f.access === 'locked' || (f.soon && loggedIn) ? landing.comingSoon : f.access === 'login' && !loggedIn ? landing.loginRequired : null;
          return (
            <button
              key={f.key}
              type="button"
              className={`feature-card ${overlay ? 'is-locked' : ''}`}
              onClick={() => activate(f)}
              aria-disabled={loggedIn && (f.access === 'locked' || f.soon) ? true : undefined}
            >
              <span className="feature-icon" aria-hidden="true">
                <Icon name={f.icon} size={26} />
              </span>
              <span className="feature-title">{copy.title}</span>
              <span className="feature-body">{copy.body}</span>
              {overlay ? (
                <span className="feature-overlay">
                  <Icon name="lock" size={22} />
                  <span className="feature-title">{copy.title}</span>
                  <span className="feature-overlay-text">{overlay}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
