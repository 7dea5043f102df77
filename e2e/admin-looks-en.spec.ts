import { lookAtTheAdminIn } from "./admin-looks";

lookAtTheAdminIn("en");
