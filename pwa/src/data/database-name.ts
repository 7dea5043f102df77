/** The device database's name: the page opens it; the benches (through devtools) and the browser tests read it. */
export const DEVICE_DATABASE = "shonali-jewellers";
