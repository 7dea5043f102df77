import { writeBackup } from "../backup/write-backup";
import { loadConfig } from "../config";

writeBackup(loadConfig().DATA_DIR, process.argv[2])
  .then(({ folder, photos }) => {
    process.stdout.write(`Backup written to ${folder} (the database and ${photos} photos)\n`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
