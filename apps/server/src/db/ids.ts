const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Row ids are uuids: anything else cannot name a row, so routes answer 404 without a query. */
export const isUuid = (value: string) => UUID.test(value)
