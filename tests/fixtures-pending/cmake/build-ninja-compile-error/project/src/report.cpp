#include "store.hpp"
#include <sstream>

std::string report(const Store &store)
{
    std::ostringstream out;
    out << "total: " << store.total() << "\n";
    std::string text = out.str()
    return text;
}
