/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "off" builds the app for a real backend: no mock worker, no msw code. */
  readonly VITE_API_MOCKING?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
