import { loadDevToolsConfig } from '../config/dev-tools';
import { startFakeSocialProvider } from './fake-social-provider';

const { FAKE_SOCIAL_PORT: port } = loadDevToolsConfig();

const fake = await startFakeSocialProvider({ port });
console.log(`fake social provider on ${fake.baseUrl}
  Graph API:  GET ${fake.graphBaseUrl}/debug_token?input_token=…&access_token={appId}|{appSecret}
  Google:     GET ${fake.tokenInfoBaseUrl}/tokeninfo?access_token=…  (or id_token=…)
  dialogs:    ${fake.dialogUrls.facebook}  ${fake.dialogUrls.google}  (redirect_uri on localhost / *.localhost)
  new token:  curl -s -X POST ${fake.baseUrl}/__fake/tokens -d '{"provider":"google","userId":"g-1","appId":"<client id>","email":"demo@example.test"}'`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
