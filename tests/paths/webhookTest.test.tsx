import { printCoverageTable, runScreenPaths } from './runner';
import { webhookTestPaths } from './webhookTest.paths';

runScreenPaths(webhookTestPaths);
printCoverageTable();
