// A local OpenID Connect provider standing in for Google during end-to-end tests. Its authorization
// endpoint answers at once with a code (no consent screen), and its ID tokens carry a fresh email
// and no names, like a Google account that shares only its address.
import { OAuth2Server } from 'oauth2-mock-server';
import { e2ePorts } from './ports.ts';

const server = new OAuth2Server();
let signed = 0;
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  signed += 1;
  const sub = `google-e2e-${Date.now()}-${signed}`;
  token.payload.sub = sub;
  token.payload.email = `${sub}@example.com`;
  token.payload.email_verified = true;
});
await server.start(e2ePorts.google, '127.0.0.1');
console.log(`Local OpenID Connect provider at ${server.issuer.url}`);
