/** The device database's name: the page opens it, and the benches read it through devtools. */
export const DEVICE_DATABASE = "shonali-jewellers";
