/** For plugins that shape what the browser downloads: the prerender's server build has no use for them. */
export const inBrowserBuild = (environment: { config: { consumer: string } }) =>
  environment.config.consumer === 'client';
