import { landing } from '../../i18n/landing';

export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-title">
      <h2 id="how-title" className="section-title">
        {landing.howTitle}
      </h2>
      <ol className="grid grid-4 steps">
        {landing.howSteps.map((s, i) => (
          <li key={s.title} className="card step-card">
            <span className="step-number">{i + 1}</span>
            <h3>{s.title}</h3>
            <p>{s.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function WhyAccount() {
  return (
    <section className="section section-tinted" aria-labelledby="why-title">
      <h2 id="why-title" className="section-title">
        {landing.whyTitle}
      </h2>
      <div className="grid grid-4">
        {landing.whyItems.map((w) => (
          <div key={w.title} className="why-item">
            <h3>{w.title}</h3>
            <p>{w.body}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export function IntegrationsSection() {
  return (
    <section className="section" id="integraciones" aria-labelledby="integrations-title">
      <h2 id="integrations-title" className="section-title">
        {landing.integrationsTitle}
      </h2>
      <p className="section-lead">{landing.integrationsBody}</p>
      <ul className="integrations">
        {landing.integrations.map((i) => (
          <li key={i.name} className="integration">
            <span className="integration-icon" aria-hidden="true" style={{ background: i.color }}>
              {i.mono}
            </span>
            <span>
              <span className="integration-name">{i.name}</span>
              <span className="integration-category">{i.category}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TechStack() {
  return (
    <section className="section" aria-labelledby="tech-title">
      <h2 id="tech-title" className="section-title">
        {landing.techTitle}
      </h2>
      <p className="section-lead">{landing.techBody}</p>
      <div className="grid grid-4">
        {landing.tech.map((x) => (
          <div key={x.name} className="tech-item">
            <strong>{x.name}</strong>
            <span className="muted">{x.body}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
