import { deployAgentPaths } from './deployAgent.paths';
import { printCoverageTable, runScreenPaths } from './runner';

runScreenPaths(deployAgentPaths);
printCoverageTable();
