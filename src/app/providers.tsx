import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { ThemeModeProvider } from '../theme/theme-mode';
import type { ThemeName } from '../theme/tokens';

/** Every provider the app needs, in one place for the app, the tests and Storybook. */
export function AppProviders({
  queryClient,
  theme,
  children,
}: {
  queryClient: QueryClient;
  theme?: ThemeName;
  children: ReactNode;
}) {
  return (
    <LanguageProvider>
      <ThemeModeProvider initialMode={theme}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <AuthProvider>{children}</AuthProvider>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeModeProvider>
    </LanguageProvider>
  );
}
