// SPDX-License-Identifier: MIT
#include "core/tools/tool_rules.hpp"

#include <vector>

namespace loopclose::core {

std::span<const LineRule> builtin_rules() {
    static const std::vector<LineRule> rows = [] {
        std::vector<LineRule> all;
        for (const auto part :
             {tools::ruby_rules(), tools::php_rules(), tools::jvm_rules(), tools::python_rules(),
              tools::javascript_rules(), tools::native_rules(), tools::config_rules(),
              tools::build_rules(), tools::scripting_rules(), tools::language_rules(),
              tools::docs_rules(), tools::gate_rules(), tools::generic_rules()}) {
            all.insert(all.end(), part.begin(), part.end());
        }
        return all;
    }();
    return rows;
}

} // namespace loopclose::core
