import { landing } from '../../i18n/landing';
import { DiscoveryBoxConnected } from './DiscoveryBox';
import { FeatureCards } from './FeatureCards';
import { HowItWorks, IntegrationsSection, TechStack, WhyAccount } from './LandingSections';
import { PlansSection } from './PlansSection';
import { WelcomeCard, WelcomeCardConnected } from './WelcomeCard';

type LandingPageProps = {
  loggedIn: boolean;
  /** Opens the login prompt (visitors). */
  onLogin: () => void;
  /** Whether the signed-in user has been here before; left out, the chat list tells. */
  returningUser?: boolean | null;
};

/** The public landing page (spec §2): hero, features, how it works, why an account, plans, integrations, tech. */
export function LandingPage({ loggedIn, onLogin, returningUser }: LandingPageProps) {
  return (
    <div className="landing">
      <section className="hero">
        <div className="hero-text">
          <p className="eyebrow">{landing.heroEyebrow}</p>
          <h1>{landing.heroTitle}</h1>
          <p className="hero-body">{landing.heroBody}</p>
          {!loggedIn ? (
            <div className="row-actions">
              <button type="button" className="button button-primary button-large" onClick={onLogin}>
                {landing.startFree}
              </button>
              <a href="#planes" className="button button-ghost button-large">
                {landing.seePlans}
              </a>
            </div>
          ) : null}
        </div>
        {loggedIn ? (
          returningUser === undefined ? <WelcomeCardConnected /> : <WelcomeCard returning={returningUser} />
        ) : (
          <HeroPreview />
        )}
      </section>
      <FeatureCards loggedIn={loggedIn} onLogin={onLogin} />
      <HowItWorks />
      {!loggedIn ? <WhyAccount /> : null}
      <PlansSection loggedIn={loggedIn} onLogin={onLogin} />
      {loggedIn ? <DiscoveryBoxConnected /> : null}
      <IntegrationsSection />
      <TechStack />
      <footer className="landing-footer">{landing.footer}</footer>
    </div>
  );
}

/** A static illustration of a conversation (decorative). */
function HeroPreview() {
  return (
    <div className="hero-preview" aria-hidden="true">
      <div className="bubble bubble-user">Cuando llegue un pedido nuevo, guárdalo en Google Sheets y avísame por WhatsApp</div>
      <div className="bubble bubble-ai">
        Listo. Tu workflow tiene 3 pasos:
        <ol>
          <li>Formulario enviado</li>
          <li>Google Sheets · Agregar fila</li>
          <li>WhatsApp · Enviar mensaje</li>
        </ol>
      </div>
    </div>
  );
}
