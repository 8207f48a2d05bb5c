/**
 * The one rule for the ids we hand out (PostgreSQL uuids, any version): anything else names nothing, and is
 * answered "not found" before it reaches a query, where PostgreSQL would refuse it.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
