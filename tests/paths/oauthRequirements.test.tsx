import { oauthRequirementsPaths } from './oauthRequirements.paths';
import { printCoverageTable, runScreenPaths } from './runner';

runScreenPaths(oauthRequirementsPaths);
printCoverageTable();
