/**
 * Phrases that open the story an owner tells before the request ("Lo que pasa es que…", "Resulta que…",
 * "Le platico:", "El caso es que…"), as data. They only lead the sentence that follows: the sentence is
 * read as if said plainly, so "pasa" there is no order ("pásale…") and the story can name the trigger's
 * source. Each entry is a regex source on normalised text.
 */
export const STORY_LEADS = [
  'lo que pasa es que', 'lo que sucede es que', 'lo que ocurre es que', 'resulta que', 'el caso es que', 'la cosa es que',
  'el problema es que', 'el rollo es que', 'la neta es que', 'le platico que', 'les platico que', 'te platico que',
  'le platico', 'les platico', 'te platico', 'le cuento que', 'les cuento que', 'te cuento que', 'le comento que',
  'les comento que', 'te comento que', 'le comento', 'les comento', 'te comento',
];

/**
 * "nunca sabemos cuando alguien sube cambios", "no me entero de cuando pagan": the "cuando" of a complaint
 * asks when, it is no event. Regex source whose group 1 is what comes before that "cuando".
 */
export const UNKNOWN_WHEN = '\\b((?:no|nunca|ni)\\s+(?:(?:me|nos|se|le|les)\\s+)?(?:se|sabe|sabemos|saben|entero|enteramos|entera|enteran|doy cuenta|damos cuenta|da cuenta|dan cuenta|veo|vemos|ve|ven|checo|checamos)\\s+(?:(?:de|bien|ni)\\s+)?)cuando\\b';
