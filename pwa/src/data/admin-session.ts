import type { LoginResponse } from "#core/schemas/admin";
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY, SESSION_CHANGE_EVENT } from "./stored-session";

const announce = () => window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));

export function storeSession({ token, admin }: LoginResponse): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify(admin));
  announce();
}

export function clearStoredSession(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_DATA_KEY);
  announce();
}
