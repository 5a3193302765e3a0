/**
 * The name a payload field goes by when the owner lists it with what it is of and then calls it by its head alone:
 * "manda la guía y el comprobante de entrega; … el comprobante como contenido" → `comprobante`. Said in full again
 * ("…la fecha de entrega…, si la fecha de entrega…"), or sharing its head with another field, it keeps its full name.
 */
export function ownerShortNames(fields: string[], whole: string): string[] {
  return fields.map((f) => {
    const [head, ...tail] = f.split('_');
    if (!tail.length || fields.some((g) => g !== f && g.split('_')[0] === head)) return f;
    const rest = tail.join('\\s+');
    // Listed as "<head> de <what>" (not "<head>_<what>" typed as one name).
    if (!new RegExp(`\\b${head}\\s+(?:de|del|de la|de los|de las)\\s+${rest}\\b`).test(whole)) return f;
    // …and called by its head alone elsewhere.
    const alone = new RegExp(`\\b(?:el|la|los|las|su|sus)\\s+${head}\\b(?!\\s+(?:de|del|de la|de los|de las)\\s+${rest}\\b)`);
    return alone.test(whole) ? head : f;
  });
}
