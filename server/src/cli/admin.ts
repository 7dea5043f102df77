import { parseArgs } from "node:util";
import type Database from "better-sqlite3";
import { checkNewPassword } from "../auth/first-admin";
import { generatePassword, hashPassword, PRODUCTION_COST } from "../auth/passwords";
import { restoreBackupFrom } from "../backup/restore-backup";
import { loadConfig } from "../config";
import { lockDataFolderForCommand } from "../db/data-folder-lock";
import { openShopDatabase } from "../db/open-shop-database";
import { createRepositories } from "../db/repositories";
import { createLogger } from "../logger";
import { samplePictures } from "../sample/sample-pictures";
import { sampleDataWanted, seedSampleData } from "../sample/seed";
import { createUploadStore, uploadsDirectory } from "../uploads/upload-store";

const USAGE = `Usage: npm run admin -- reset-password [--username NAME] [--turn-off-two-factor]
       npm run admin -- restore BACKUP
       npm run admin -- sample-shop

reset-password sets a new admin password and signs out every open session. The new
password is ADMIN_PASSWORD when set, otherwise a strong generated one, printed once.
With --username, the admin's username is changed too. With --turn-off-two-factor,
sign-in asks for no authenticator code until two-factor is set up again: for an
owner who lost both the phone and the recovery codes.

restore puts a backup (a folder written by npm run backup or by the server, or a
.tar.gz downloaded from the admin) in place of the shop's database and photos, with
the server stopped. The backup is checked first; the data
it replaces is kept in DATA_DIR/before-restore-<time>/.

sample-shop fills a shop nobody has used yet with the sample catalogue and a year
of rate boards, to try the site with. A live site never gets them otherwise.

Each refuses while the server runs on the same DATA_DIR: stop it first.`;

/** Runs `work` on the shop's database with the data folder held: never beside a running server. */
async function withShop<T>(what: string, work: (db: Database.Database) => T | Promise<T>): Promise<T> {
  const { DATA_DIR } = loadConfig();
  const lock = lockDataFolderForCommand(DATA_DIR, what);
  try {
    const { db, upgrade } = await openShopDatabase(DATA_DIR);
    if (upgrade)
      process.stdout.write(
        `The database was brought up to date; as it was, it is kept in ${upgrade.backup}\n`,
      );
    try {
      return await work(db);
    } finally {
      db.close();
    }
  } finally {
    lock.release();
  }
}

async function resetPassword(newUsername: string | undefined, turnOffTwoFactor: boolean) {
  const config = loadConfig();
  await withShop("reset-password", async (db) => {
    const repos = createRepositories(db, () => new Date());
    const admin = repos.admins.first();
    if (!admin) throw new Error("There is no admin yet: start the server once to create it.");
    const username = newUsername ?? admin.username;
    const password = config.ADMIN_PASSWORD ?? generatePassword();
    checkNewPassword(password, username);
    const hash = await hashPassword(password, PRODUCTION_COST);
    repos.transaction(() => {
      if (newUsername) repos.admins.setUsername(admin.id, newUsername);
      repos.admins.setPassword(admin.id, hash);
      repos.sessions.deleteForAdmin(admin.id);
      if (turnOffTwoFactor) {
        repos.twoFactor.disable(admin.id);
        repos.audit.record({
          actor: "command line",
          action: "admin.two-factor-off",
          entityType: "admin",
          entityId: admin.id,
          entityName: username,
        });
      }
      repos.audit.record({
        actor: "command line",
        action: "admin.password-changed",
        entityType: "admin",
        entityId: admin.id,
        entityName: username,
      });
    });
    process.stdout.write(
      `Password reset. Sign in at /admin/login with\n  username: ${username}\n` +
        (config.ADMIN_PASSWORD ? "  password: the value of ADMIN_PASSWORD\n" : `  password: ${password}\n`) +
        (turnOffTwoFactor ? "Two-factor sign-in is off: set it up again in Account Settings.\n" : ""),
    );
  });
}

async function sampleShop() {
  const { DATA_DIR, LOG_LEVEL } = loadConfig();
  await withShop("sample-shop", async (db) => {
    const repos = createRepositories(db, () => new Date());
    if (!sampleDataWanted(repos))
      throw new Error(
        "This shop has been used (or had the sample once): the sample shop goes only into a new one",
      );
    const logger = createLogger(LOG_LEVEL === "info" ? "warn" : LOG_LEVEL);
    const pictures = await samplePictures(createUploadStore(uploadsDirectory(DATA_DIR)), logger);
    seedSampleData(repos, () => new Date(), pictures);
    process.stdout.write("The sample shop is in: start the server to see it.\n");
  });
}

async function restore(backup: string) {
  const { keptIn, items, photos } = await restoreBackupFrom(loadConfig().DATA_DIR, backup);
  process.stdout.write(
    `Restored ${backup}: ${items} items and ${photos} photos. The data it replaced is kept in ${keptIn}\n`,
  );
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: "string" },
    "turn-off-two-factor": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
});

const [command, argument] = positionals;
const known =
  command === "reset-password" ||
  command === "sample-shop" ||
  (command === "restore" && argument !== undefined);
if (values.help || !known) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(values.help ? 0 : 2);
}
Promise.resolve()
  .then(() =>
    command === "restore"
      ? restore(argument ?? "")
      : command === "sample-shop"
        ? sampleShop()
        : resetPassword(values.username, values["turn-off-two-factor"] ?? false),
  )
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
