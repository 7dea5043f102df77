/**
 * The push services browsers subscribe with: Chrome, Edge and Android (Google's FCM), Firefox
 * (Mozilla's autopush), Safari and iPhone (Apple), Windows (WNS). A visitor's subscription names
 * where the server will post; only these are posted to, so no one can point the shop's server at an
 * address of their choosing.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

export const isKnownPushService = (endpoint: string): boolean => {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return (
    url.protocol === "https:" && url.port === "" && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
};
