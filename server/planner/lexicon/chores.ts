/**
 * The chore an automation spares the owner, said as its purpose: "pa no andar revisando el correo a cada rato",
 * "para ya no tener que checar el Drive", "para que no tenga que entrar a Slack". The service named there is
 * what the owner stops checking by hand, never a step. Normalised text ("pa" is already "para").
 */
const KEEP_DOING = '(?:andar|estar|tener\\s+que|tenga\\s+que|tengamos\\s+que|tengan\\s+que|ande|andemos|este|estemos|vivir)';
const CHECK = '(?:revis|chec|cheq|abri|abra|entr|meter|meta|busc|ver\\b|viendo|mir|asom)';
export const SPARED_CHORE = new RegExp(`\\bpara\\s+(?:que\\s+)?(?:ya\\s+)?no\\s+(?:(?:me|nos|se)\\s+)?(?:${KEEP_DOING}\\s+)?${CHECK}[a-z]*[^,.;:]*`);
