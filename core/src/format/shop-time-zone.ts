/** The shop's clock: rates and boards change by Dhaka time, wherever the reader is. */
export const SHOP_TIME_ZONE = "Asia/Dhaka";
