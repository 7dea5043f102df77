import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { NotFoundPage } from "../site/layout/not-found-page";
import { PublicLayout } from "../site/layout/public-layout";
import { RouteErrorPage } from "../site/layout/route-error-page";
import { AdminGate } from "./admin-gate";

/** Each page is its own chunk, loaded on first visit and precached by the service worker. */
const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import("../admin/dashboard/dashboard-page")).DashboardPage,
    }),
  },
  {
    path: "settings",
    lazy: async () => ({
      Component: (await import("../admin/settings/settings-layout")).SettingsLayout,
    }),
    children: [
      { index: true, element: <Navigate to="home-page" replace /> },
      {
        path: "messages",
        lazy: async () => ({
          Component: (await import("../admin/messages/messages-page")).MessagesPage,
        }),
      },
      {
        path: "account",
        lazy: async () => ({
          Component: (await import("../admin/settings/account-page")).AccountPage,
        }),
      },
      {
        path: ":section",
        lazy: async () => ({
          Component: (await import("../admin/settings/settings-section-page")).SettingsSectionPage,
        }),
      },
    ],
  },
  {
    path: "jewelry",
    lazy: async () => ({
      Component: (await import("../admin/jewelry/jewelry-admin-page")).JewelryAdminPage,
    }),
    children: [{ index: true }, { path: ":id" }],
  },
  {
    path: "rates",
    lazy: async () => ({
      Component: (await import("../admin/rates/rates-admin-page")).RatesAdminPage,
    }),
  },
  { path: "*", Component: NotFoundPage },
];

export const router = createBrowserRouter([
  {
    path: "admin/login",
    errorElement: <RouteErrorPage />,
    lazy: async () => ({
      Component: (await import("../admin/login/admin-login-page")).AdminLoginPage,
    }),
  },
  {
    path: "admin",
    errorElement: <RouteErrorPage />,
    Component: AdminGate,
    children: adminRoutes,
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import("../site/home/home-page")).HomePage }),
          },
          {
            path: "jewelry",
            lazy: async () => ({
              Component: (await import("../site/catalogue/jewelry-list-page")).JewelryListPage,
            }),
          },
          {
            path: "jewelry/:id",
            lazy: async () => ({
              Component: (await import("../site/catalogue/jewelry-detail-page")).JewelryDetailPage,
            }),
          },
          {
            path: "gold-calculator",
            lazy: async () => ({
              Component: (await import("../site/calculators/gold-calculator-page")).GoldCalculatorPage,
            }),
          },
          {
            path: "gold-calculator-enhanced",
            lazy: async () => ({
              Component: (await import("../site/calculators/enhanced-calculator-page"))
                .EnhancedCalculatorPage,
            }),
          },
          {
            path: "about",
            lazy: async () => ({ Component: (await import("../site/about/about-page")).AboutPage }),
          },
          {
            path: "contact",
            lazy: async () => ({ Component: (await import("../site/contact/contact-page")).ContactPage }),
          },
          {
            path: "gold-rates",
            lazy: async () => ({
              Component: (await import("../site/rates/gold-rates-page")).GoldRatesPage,
            }),
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
]);
