import { parseArgs } from "node:util";
import { checkNewPassword } from "../auth/first-admin";
import { generatePassword, hashPassword, PRODUCTION_COST } from "../auth/passwords";
import { restoreBackupFrom } from "../backup/restore-backup";
import { loadConfig } from "../config";
import { databasePath, openDatabase } from "../db/connection";
import { createRepositories } from "../db/repositories";

const USAGE = `Usage: npm run admin -- reset-password [--username NAME] [--turn-off-two-factor]
       npm run admin -- restore BACKUP

reset-password sets a new admin password and signs out every open session. The new
password is ADMIN_PASSWORD when set, otherwise a strong generated one, printed once.
With --username, the admin's username is changed too. With --turn-off-two-factor,
sign-in asks for no authenticator code until two-factor is set up again: for an
owner who lost both the phone and the recovery codes.

restore puts a backup (a folder written by npm run backup or by the server, or a
.tar.gz downloaded from the admin) in place of the shop's database and photos, with
the server stopped. The backup is checked first; the data
it replaces is kept in DATA_DIR/before-restore-<time>/.`;

async function resetPassword(newUsername: string | undefined, turnOffTwoFactor: boolean) {
  const config = loadConfig();
  const db = openDatabase(databasePath(config.DATA_DIR));
  try {
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
  } finally {
    db.close();
  }
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
const known = command === "reset-password" || (command === "restore" && argument !== undefined);
if (values.help || !known) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(values.help ? 0 : 2);
}
Promise.resolve()
  .then(() =>
    command === "restore"
      ? restore(argument ?? "")
      : resetPassword(values.username, values["turn-off-two-factor"] ?? false),
  )
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
