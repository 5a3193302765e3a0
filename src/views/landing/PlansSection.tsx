import { Link } from 'wouter';
import { landing } from '../../i18n/landing';

/** Plans and prices (spec §9 table). */
export function PlansSection({ loggedIn, onLogin }: { loggedIn: boolean; onLogin: () => void }) {
  return (
    <section className="section" id="planes" aria-labelledby="plans-title">
      <h2 id="plans-title" className="section-title">
        {landing.plansTitle}
      </h2>
      <p className="section-lead">
        {landing.plansBody} <strong className="pill pill-success">{landing.noContracts}</strong>
      </p>
      <div className="grid grid-4 plans">
        {landing.plans.map((plan) => (
          <article key={plan.name} className={`card plan-card ${plan.popular ? 'is-popular' : ''}`}>
            {plan.popular ? <span className="plan-badge">{landing.mostPopular}</span> : null}
            <h3 className="plan-name">{plan.name}</h3>
            <p className="plan-price">
              <span className="plan-amount">{plan.price}</span>
              {plan.currency ? <span className="plan-currency"> {plan.currency}</span> : null}
              <span className="plan-period">{landing.perMonth}</span>
            </p>
            <ul className="check-list">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {loggedIn ? (
              <Link href="/chat" className={`button button-block ${plan.popular ? 'button-primary' : 'button-ghost'}`}>
                {landing.choosePlan}
              </Link>
            ) : (
              <button type="button" className={`button button-block ${plan.popular ? 'button-primary' : 'button-ghost'}`} onClick={onLogin}>
                {landing.choosePlan}
              </button>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
