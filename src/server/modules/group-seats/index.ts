// The group-seats module's public entry: a group order and the seats at its shared
// cart as every reader sees them — the reads (status derived on read) and what
// each seat may do, see and pay. The cart's access check and the
// group-order service both build on it, so neither imports the other's internals.
// Each part file's exports are the module's public surface as they stand, so the list lives
// once, at the `export` keywords of the part that owns each name.
export * from './seat-part.ts';
export * from './seat-reads.ts';
