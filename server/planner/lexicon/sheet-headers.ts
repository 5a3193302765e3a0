/**
 * Words that lead a sheet's headers listed bare: "con Cliente, Correo y Fecha", "pongo Cliente, Telefono y
 * Monto", "voy poniendo Nombre, Destino y Anticipo", "tengo Folio, Total y Estatus", "con los datos Cliente y
 * Total". Text is accent-folded.
 */
export const HEADER_LEAD = '(?:(?:con|tiene|tienen|trae|traen|tengo|tenemos)(?:\\s+(?:los|las|sus)\\s+(?:datos|columnas|campos|encabezados))?|pongo|ponemos|anoto|anotamos|capturo|capturamos|apunto|apuntamos|lleno|llenamos|(?:voy|vamos|van|va)\\s+(?:poniendo|anotando|capturando|apuntando|registrando|llenando))';
