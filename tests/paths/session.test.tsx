import { printCoverageTable, runScreenPaths } from './runner';
import { sessionPaths } from './session.paths';

runScreenPaths(sessionPaths);
printCoverageTable();
