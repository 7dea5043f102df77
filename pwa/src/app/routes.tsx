import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { PUBLIC_PAGES } from "#core/public-pages";
import { NotFoundPage } from "../site/layout/not-found-page";
import { PublicLayout } from "../site/layout/public-layout";
import { RouteErrorPage } from "../site/layout/route-error-page";
import { type PageReads, siteReads } from "../site/page-reads";
import { AdminGate, AdminScreenErrorBoundary } from "./admin-gate";

const pageModules = import.meta.glob<Record<string, ComponentType>>([
  "../site/**/*-page.tsx",
  "../admin/**/*-page.tsx",
  "../admin/settings/settings-layout.tsx",
  "!../site/layout/**",
]);

/** What the server learns of a matched route: the file its page is built from, and what it reads. */
export interface PageHandle {
  /** As the client build's manifest names it, to send the page's stylesheets with its HTML. */
  module?: string;
  /** What the route reads, read before the page's one render on the server. */
  reads?: PageReads;
}

/**
 * A page in its own chunk, loaded on first visit and precached by the service worker. `file` is
 * the page's module under src/, without its extension.
 */
function page(
  file: string,
  component: string,
  options: Omit<PageHandle, "module"> = {},
): Pick<RouteObject, "lazy" | "handle"> {
  const load = pageModules[`../${file}.tsx`];
  if (!load) throw new Error(`No page module at src/${file}.tsx`);
  const handle: PageHandle = { module: `src/${file}.tsx`, ...options };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[component];
      if (!Component) throw new Error(`src/${file}.tsx exports no ${component}`);
      return { Component };
    },
  };
}

/** A public page's address as a route under the site's layout names it: without its leading slash. */
const under = (path: string) => path.slice(1);

const adminRoutes: RouteObject[] = [
  {
    index: true,
    ...page("admin/dashboard/dashboard-page", "DashboardPage"),
  },
  // The inbox and the owner's account keep the spec's addresses but stand on their own in the
  // navigation, outside the website's settings.
  {
    path: "settings/messages",
    ...page("admin/messages/messages-page", "MessagesPage"),
  },
  {
    path: "settings/account",
    ...page("admin/settings/account-page", "AccountPage"),
  },
  {
    path: "settings",
    ...page("admin/settings/settings-layout", "SettingsLayout"),
    children: [
      { index: true, element: <Navigate to="home-page" replace /> },
      {
        path: ":section",
        ...page("admin/settings/settings-section-page", "SettingsSectionPage"),
      },
    ],
  },
  {
    path: "jewelry",
    ...page("admin/jewelry/jewelry-admin-page", "JewelryAdminPage"),
    children: [{ index: true }, { path: ":id" }],
  },
  {
    path: "collections",
    ...page("admin/collections/collections-admin-page", "CollectionsAdminPage"),
    children: [{ index: true }, { path: ":id" }],
  },
  {
    path: "rates",
    ...page("admin/rates/rates-admin-page", "RatesAdminPage"),
  },
  {
    path: "activity",
    ...page("admin/activity/activity-page", "ActivityPage"),
  },
  {
    path: "backups",
    ...page("admin/backups/backups-page", "BackupsPage"),
  },
  { path: "*", Component: NotFoundPage },
];

/**
 * Every page of the site. The server renders the public ones (its render build starts from
 * entry-server.tsx); the browser hydrates them and renders the admin itself.
 */
export const routes: RouteObject[] = [
  {
    path: "admin/login",
    errorElement: <RouteErrorPage />,
    ...page("admin/login/admin-login-page", "AdminLoginPage"),
  },
  {
    path: "admin",
    errorElement: <RouteErrorPage />,
    Component: AdminGate,
    // A screen's own failure (its code not on this device offline) stays inside the admin's frame.
    children: [{ errorElement: <AdminScreenErrorBoundary />, children: adminRoutes }],
  },
  // The showroom's screen stands outside the site's frame: no header, footer or menu on a TV. It
  // shows what the layout reads, today's board and the settings.
  {
    path: under(PUBLIC_PAGES.goldRatesDisplay),
    errorElement: <RouteErrorPage />,
    ...page("site/rates/display/rate-display-page", "RateDisplayPage", { reads: siteReads.layout }),
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    handle: { reads: siteReads.layout } satisfies PageHandle,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            ...page("site/home/home-page", "HomePage", { reads: siteReads.home }),
          },
          {
            path: under(PUBLIC_PAGES.jewelry),
            ...page("site/catalogue/jewelry-list-page", "JewelryListPage", {
              reads: siteReads.jewelry,
            }),
          },
          {
            path: under(PUBLIC_PAGES.item),
            ...page("site/catalogue/jewelry-detail-page", "JewelryDetailPage", {
              reads: siteReads.item,
            }),
          },
          {
            path: under(PUBLIC_PAGES.collection),
            ...page("site/collections/collection-page", "CollectionPage", {
              reads: siteReads.collection,
            }),
          },
          {
            path: under(PUBLIC_PAGES.goldCalculator),
            ...page("site/calculators/gold-calculator-page", "GoldCalculatorPage", {
              reads: siteReads.goldCalculator,
            }),
          },
          {
            path: under(PUBLIC_PAGES.enhancedCalculator),
            ...page("site/calculators/enhanced-calculator-page", "EnhancedCalculatorPage"),
          },
          // Its board and deductions are the layout's reads: today's board and the settings.
          {
            path: under(PUBLIC_PAGES.goldExchange),
            ...page("site/calculators/gold-exchange/gold-exchange-page", "GoldExchangePage"),
          },
          // Its board and settings are the layout's reads, as the exchange page's are.
          {
            path: under(PUBLIC_PAGES.zakat),
            ...page("site/calculators/zakat/zakat-page", "ZakatPage"),
          },
          {
            path: under(PUBLIC_PAGES.about),
            ...page("site/about/about-page", "AboutPage"),
          },
          {
            path: under(PUBLIC_PAGES.contact),
            ...page("site/contact/contact-page", "ContactPage"),
          },
          {
            path: under(PUBLIC_PAGES.myList),
            ...page("site/my-list/my-list-page", "MyListPage", { reads: siteReads.myList }),
          },
          {
            path: under(PUBLIC_PAGES.goldRates),
            ...page("site/rates/gold-rates-page", "GoldRatesPage", {
              reads: siteReads.goldRates,
            }),
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
];
