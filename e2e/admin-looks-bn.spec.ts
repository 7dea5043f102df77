import { lookAtTheAdminIn } from "./admin-looks";

lookAtTheAdminIn("bn");
