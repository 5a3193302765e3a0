/**
 * Who a message is for, by the words that name them. The person the trigger is about ("al
 * cliente", "a la paciente", "mándale") is bound to the data; the owner ("mándame", "a mi correo")
 * gets their own address; someone else of the owner's ("a mi socio", "a mi contador") has an
 * address the request did not give, so it is asked.
 */

/** Things of the owner's that are not people: "a mi correo", "a mi whatsapp", "a mi grupo". */
const OWN_THINGS = 'correo|email|mail|gmail|whatsapp|wa|telegram|numero|cel|celular|telefono|chat|grupo|canal|slack|discord|cuenta|bandeja|drive|hoja|carpeta|calendario|agenda|sistema|pagina|api|tienda|base|bot|servidor|equipo de slack';

/** The people a business serves: "a mis clientes" is the person of the trigger, not someone else. */
export const CUSTOMERS = 'clientes?|clientas?|pacientes?|alumnos?|alumnas?|huespedes|huesped|invitados?|suscriptores?|usuarios?|compradores?|compradoras?|contactos?|leads?|prospectos?|interesados?|inscritos?|miembros?';

/** Words that go on after "a mí" ("un correo a mí con los datos"): no person follows. */
const LINKING = 'con|por|que|los|las|del|cuando|tambien|nada|solo|sin|para|pero|cada|todos|todas|diario';

/** "a mi socio", "a mi maestro tapicero", "a nuestra contadora": someone of the owner's, not the owner. */
export const SOMEONE_ELSE = new RegExp(`\\b(?:a|para)\\s+(?:mi|mis|nuestro|nuestra|nuestros|nuestras)\\s+(?!(?:${OWN_THINGS}|${CUSTOMERS}|${LINKING})\\b)[a-z]{3,}`);
