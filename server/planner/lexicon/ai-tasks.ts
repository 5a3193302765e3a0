/**
 * What owners ask the AI to do, said as a third-person subjunctive after "que la IA…" ("que la IA lea el correo,
 * escriba una respuesta amable y se la mande…"): each verb after a comma is one more task of the same order, not an
 * order of its own. Normalised text.
 */
export const AI_TASK_GOES_ON = /^(?:y\s+|e\s+)?(?:(?:lo|la|los|las|le|les|me|nos)\s+)?(?:escriba|redacte|genere|arme|prepare|haga|clasifique|resuma|saque|traduzca|conteste|responda|analice|extraiga|decida|califique|evalue|detecte|identifique|calcule|separe|proponga|sugiera|elija|lea|revise|interprete|corrija|mejore)\b/;
