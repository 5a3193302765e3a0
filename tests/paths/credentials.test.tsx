import { credentialsPaths } from './credentials.paths';
import { printCoverageTable, runScreenPaths } from './runner';

runScreenPaths(credentialsPaths);
printCoverageTable();
