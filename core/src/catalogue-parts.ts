/**
 * Items per part of a whole catalogue: the most a part holds, and the `limit` when none is given. The
 * server keeps answers of this size only, so odd queries can neither fill its memory nor make it
 * build a whole catalogue at once. Apart from the schemas, so a device's sync loads no validator.
 */
export const CATALOGUE_PART_SIZE = 100;
