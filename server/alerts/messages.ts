/** The Spanish words of a failure alert: which workflow, which step, the reason, a link to the run. */

export type AlertKind = 'failure' | 'summary' | 'recovered';

/** What an alert speaks of: names for people, never ids. */
export type AlertFacts = {
  flowName: string;
  executionId: string;
  /** The step that failed: its number, and its Spanish name ("Solicitud HTTP"). */
  step: { number: number; name: string } | null;
  error: string | null;
  /** Summary: failures since the last alert. */
  count?: number;
};

export type AlertText = { title: string; message: string };

const stepText = (f: AlertFacts) => (f.step ? `en el paso ${f.step.number} (${f.step.name})` : '');
const reason = (f: AlertFacts) => (f.error ? f.error.trim().replace(/[.\s]+$/, '') : 'sin motivo indicado');

export function alertText(kind: AlertKind, f: AlertFacts): AlertText {
  const name = `«${f.flowName}»`;
  if (kind === 'failure') {
    const where = stepText(f);
    return { title: `Falló ${name}`, message: `El workflow ${name} falló${where ? ` ${where}` : ''}: ${reason(f)}.` };
  }
  if (kind === 'summary') {
    const n = f.count ?? 0;
    const where = stepText(f);
    return {
      title: `${name} sigue fallando`,
      message: `Desde el último aviso, ${name} falló ${n} ${n === 1 ? 'vez' : 'veces'} más. El último error fue${where ? ` ${where}` : ''}: ${reason(f)}.`,
    };
  }
  return { title: `${name} volvió a funcionar`, message: `El workflow ${name} volvió a funcionar: la última ejecución terminó bien.` };
}

/** The text sent by email, Telegram or Slack: the message and the link to the execution. */
export function outboundText(text: AlertText, link: string): string {
  return `${text.message}\nVer la ejecución: ${link}`;
}
