import { runContractTests, startValidatingProxy, formatJunit } from '@energy-contracts/contract-tests';

const report = await runContractTests({ baseUrl: 'http://127.0.0.1:36593/v1/', only: ['products', 'charges'] });
console.log(report.conformant, report.summary.failed, formatJunit(report).length > 0);

const proxy = await startValidatingProxy({ upstream: 'http://127.0.0.1:36593/v1/', port: 0 });
await fetch(`${proxy.url}products/`);
console.log(await proxy.close()); // { requests: 1, withViolations: 0, byRule: {} }
