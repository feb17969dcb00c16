import { serve } from '@hono/node-server';
import { createApp } from './core/app.ts';
import { builtPackages } from './core/bundles.ts';

const port = Number(process.env.PORT ?? 4173);
const { app, services } = await createApp();
serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(`Demo host on http://${info.address}:${info.port}/`);
  console.log(`Bundles built: ${builtPackages().join(', ') || 'none'}`);
  console.log(`Mock services: ${services.map((service) => service.name).join(', ')}`);
});
