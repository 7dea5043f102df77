// What the tests use of s3rver 3.7, as its README documents it (its own package has no types).
declare module "s3rver" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets without starting its own server. */
    configureBuckets(): Promise<void>;
    /** The request handler, for a server of the test's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
