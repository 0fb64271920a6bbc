// The group-seats module's public entry (issue 19): a group order and the seats at its shared
// cart as every reader sees them — the reads (status derived on read, decision 193) and what
// each seat may do, see and pay (decisions 110, 160, 182, 192). The cart's access check and the
// group-order service both build on it, so neither imports the other's internals.
// Each part file's exports are the module's public surface as they stand, so the list lives
// once, at the `export` keywords of the part that owns each name.
export * from './seat-part.ts';
export * from './seat-reads.ts';
